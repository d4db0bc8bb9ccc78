"""PyTorch's OpInfo database compiled by Inductor on CPU, one folder per (op, dtype, sample):
what quantbench's engines are checked against (`quantbench survey --coverage DIR`).

For every entry of `torch.testing._internal.common_methods_invocations.op_db` and every dtype of
f32, bf16, i32, i64 and bool the op supports on CPU (Inductor's own
`test/inductor/test_torchinductor_opinfo.py` runs f16/f32/f64/i32/i64/bool), the first
`--samples` sample inputs are compiled with `torch.compile` (Inductor, CPU, static shapes) with
Inductor's debug trace on, and each case folder keeps:

  post_grad.txt      the post-grad graph (fx_graph_transformed.py)
  ir_pre_fusion.txt, ir_post_fusion.txt   Inductor's scheduler nodes before/after fusion
  output_code.py     Inductor's generated code (with --keep-code)
  io.safetensors     the graph's inputs under the post-grad placeholder names (arg0_1, ...;
                     an int placeholder as a 0-d int64 tensor), PyTorch's eager outputs
                     `output_i` and Inductor's `inductor_output_i`
  meta.json          op, variant, dtype, sample index and repr, tolerances, how it went

A sample Inductor fails on, or that compiles to several graphs or none, is kept in
`manifest.json` with its reason instead of a folder: nothing is dropped silently.
`--dynamic` compiles with `dynamic=True` and also keeps `io_b.safetensors`: the sample at other
sizes, run on the same compiled graph (kept only when nothing recompiled), with its placeholder
values and eager outputs. The other sizes are those of the first later OpInfo sample of the same
structure, ranks and non-tensor arguments (none 0 or 1 where the first has more: Dynamo
specializes those), else the first sample's with every size of 2 or more doubled (see
`doubled`). meta.json's `second_size` says what happened (`io_b.safetensors` when kept).

usage: opinfo_corpus.py OUT [--ops NAME,...] [--samples N] [--dtypes f32,bf16,...]
                            [--jobs J] [--dynamic] [--keep-code] [--timeout S]
needs: torch 2.15, expecttest, safetensors
"""
import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

DTYPES = {"f32": "float32", "bf16": "bfloat16", "i32": "int32", "i64": "int64", "b8": "bool"}


def case_name(op, dtype, k):
    base = op.name + (("." + op.variant_test_name) if op.variant_test_name else "")
    return re.sub(r"[^A-Za-z0-9_.\-]", "_", f"{base}__{dtype}__s{k}")


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def flat_tensors(x):
    import torch
    from torch.utils._pytree import tree_flatten

    leaves, _ = tree_flatten(x)
    return [t for t in leaves if isinstance(t, torch.Tensor)]


def placeholder_names(post_grad):
    """The placeholders of the post-grad graph (`forward`'s parameters), in order; [] if the
    file is missing."""
    try:
        with open(post_grad) as f:
            text = f.read()
    except OSError:
        return []
    m = re.search(r"def forward\(self,?(.*?)\):", text, re.S)
    return re.findall(r"(\w+)\s*:", m.group(1)) if m else []


def sample_leaves(sample):
    from torch.utils._pytree import tree_flatten

    leaves, spec = tree_flatten((sample.input, sample.args, sample.kwargs))
    return leaves, spec


def same_graph_candidate(first, later):
    """Whether `later` can run on the graph `dynamic=True` compiled for `first` at other sizes:
    the same structure, dtypes, ranks and non-tensor arguments, some size different, and no
    size that is 0 or 1 in one and not the other (Dynamo specializes those)."""
    import torch

    (a, spec_a), (b, spec_b) = sample_leaves(first), sample_leaves(later)
    if spec_a != spec_b:
        return False
    differs = False
    for x, y in zip(a, b):
        if isinstance(x, torch.Tensor) != isinstance(y, torch.Tensor):
            return False
        if not isinstance(x, torch.Tensor):
            if type(x) is not type(y) or x != y:
                return False
            continue
        if x.dtype != y.dtype or x.dim() != y.dim():
            return False
        for m, n in zip(x.shape, y.shape):
            if m != n and (m < 2 or n < 2):
                return False
            differs |= m != n
    return differs


def doubled(sample, seed):
    """`sample` with every size of 2 or more doubled (equal sizes stay equal, divisibility by a
    group or chunk count holds), each tensor holding a random arrangement of the original's
    values repeated: the same domain (an index stays in range, a log's argument positive) without
    the period that a plain repeat would have, which could hide a wrong offset."""
    import torch
    from torch.testing._internal.opinfo.core import SampleInput
    from torch.utils._pytree import tree_map

    g = torch.Generator().manual_seed(seed)

    def grow(t):
        if not isinstance(t, torch.Tensor) or t.dim() == 0:
            return t
        reps = [2 if n >= 2 else 1 for n in t.shape]
        big = t.detach().repeat(*reps).flatten()
        return big[torch.randperm(big.numel(), generator=g)].view(
            [n * r for n, r in zip(t.shape, reps)])

    return SampleInput(tree_map(grow, sample.input), args=tree_map(grow, sample.args),
                       kwargs=tree_map(grow, sample.kwargs))


def second_size(first, later, call, op, compiled, calls, io_file, args):
    """Runs a sample at other sizes on the graph compiled for `first` and keeps it as
    io_b.safetensors when it ran on that graph (the call came to graph 0, nothing recompiled):
    the first of OpInfo's later samples that fits (same structure, other sizes), else `first`
    with its sizes doubled. Returns what happened and which sample io_b holds, for the manifest."""
    fits = [(f"sample {i}", s) for i, s in later if same_graph_candidate(first, s)][:1]
    outcome = "no sample at other sizes"
    for label, s in fits + [("sizes doubled", doubled(first, 0))]:
        if not same_graph_candidate(first, s):
            continue
        before = len(calls)
        try:
            signal.alarm(args.timeout)
            eager_b = call(op.op, s)
        except Exception as e:  # eager refuses these sizes (a shape argument, ...)
            outcome = f"eager failed at {label}: {type(e).__name__}: {e}"[:200]
            continue
        finally:
            signal.alarm(0)
        try:
            signal.alarm(args.timeout)
            got_b = call(compiled, s)
        except Exception as e:  # a Timeout included: the case itself is kept
            return f"{label}: {type(e).__name__}: {e}"[:200], None
        finally:
            signal.alarm(0)
        graph, values = calls[-1] if len(calls) == before + 1 else (None, None)
        if graph == 0:
            io_file(values, eager_b, got_b, "io_b.safetensors")
            return "io_b.safetensors", label
        outcome = f"recompiled at {label}"
    return outcome, None


def run_case(op, dtype_name, k, sample, out_root, args, later=()):
    """Compiles one sample (and with --dynamic runs one of `later` on the same graph); returns
    the manifest entry."""
    import torch
    from safetensors.torch import save_file
    from torch._inductor import config as iconfig

    name = case_name(op, dtype_name, k)
    entry = dict(case=name, op=op.name, variant=op.variant_test_name, dtype=dtype_name, sample=k)
    work = tempfile.mkdtemp(prefix="opinfo-")
    torch._dynamo.reset()
    iconfig.trace.enabled = True
    iconfig.trace.debug_dir = work
    captured = []
    # The values each call of the compiled graph got: its placeholders, in order.
    calls = []

    def capture(gm, example_inputs):
        from torch._inductor.compile_fx import compile_fx

        graph = len(captured)
        captured.append(list(example_inputs))
        inner = compile_fx(gm, example_inputs)
        boxed = getattr(inner, "_boxed_call", False)

        def wrapped(*a):
            vals = a[0] if boxed and len(a) == 1 and isinstance(a[0], list) else a
            calls.append((graph, [v.detach().clone() if isinstance(v, torch.Tensor) else v
                                  for v in vals]))
            return inner(*a)

        wrapped._boxed_call = boxed
        return wrapped

    def call(f, s=sample):
        return f(s.input, *s.args, **s.kwargs)

    try:
        signal.alarm(args.timeout)
        try:
            eager = call(op.op)
        except Exception as e:  # the sample itself does not run eagerly
            entry.update(status="eager failed", reason=f"{type(e).__name__}: {e}"[:500])
            return entry
        fn = lambda *a, **kw: op.op(*a, **kw)  # noqa: E731
        compiled = torch.compile(fn, backend=capture, dynamic=bool(args.dynamic))
        try:
            got = call(compiled)
        except Timeout:
            raise
        except Exception as e:
            entry.update(status="inductor failed", reason=f"{type(e).__name__}: {e}"[:500])
            return entry
        signal.alarm(0)
    except Timeout:
        entry.update(status="timeout", reason=f"over {args.timeout} s")
        return entry
    finally:
        signal.alarm(0)
        iconfig.trace.enabled = False
    dirs = sorted(
        os.path.join(work, "torchinductor", d)
        for d in os.listdir(os.path.join(work, "torchinductor"))
    ) if os.path.isdir(os.path.join(work, "torchinductor")) else []
    if len(captured) != 1 or len(dirs) != 1:
        entry.update(status="not one graph", reason=f"{len(captured)} graphs, {len(dirs)} dumps")
        shutil.rmtree(work, ignore_errors=True)
        return entry
    out = os.path.join(out_root, name)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    keep = {"fx_graph_transformed.py": "post_grad.txt", "ir_pre_fusion.txt": "ir_pre_fusion.txt",
            "ir_post_fusion.txt": "ir_post_fusion.txt"}
    if args.keep_code:
        keep["output_code.py"] = "output_code.py"
    for src, dst in keep.items():
        p = os.path.join(dirs[0], src)
        if os.path.exists(p):
            shutil.copy(p, os.path.join(out, dst))
    shutil.rmtree(work, ignore_errors=True)
    names = placeholder_names(os.path.join(out, "post_grad.txt"))

    def io_file(values, eager, got, file):
        tensors = {}
        # `argN_1` is not always the N-th input: an op with effects (`_linalg_check_errors`
        # under `with_effects`) gets an effect token as placeholder `arg0_1`, which the post-grad
        # passes remove, so the inputs are `arg1_1`, ... .
        keys = names if len(names) == len(values) else [f"arg{i}_1" for i in range(len(values))]
        for key, t in zip(keys, values):
            if isinstance(t, torch.Tensor):
                tensors[key] = t.detach().clone().contiguous()
            elif isinstance(t, int) and not isinstance(t, bool):
                # An int the graph takes (`arg0_1: "Sym(s0)"` under dynamic=True: a shift, an
                # index, a size no tensor has), as a 0-d int64 tensor of its name.
                tensors[key] = torch.tensor(t, dtype=torch.int64)
        for i, t in enumerate(flat_tensors(eager)):
            tensors[f"output_{i}"] = t.detach().clone().contiguous()
        for i, t in enumerate(flat_tensors(got)):
            tensors[f"inductor_output_{i}"] = t.detach().clone().contiguous()
        save_file(tensors, os.path.join(out, file))

    io_file(calls[0][1] if calls else captured[0], eager, got, "io.safetensors")
    eager_t, got_t = flat_tensors(eager), flat_tensors(got)
    if args.dynamic:
        entry["second_size"], entry["second_sample"] = second_size(
            sample, later, call, op, compiled, calls, io_file, args)
    # Inductor against eager, as its own OpInfo test judges it (assert_close, NaN equal).
    inductor_ok, why = True, ""
    try:
        for a, b in zip(got_t, eager_t):
            torch.testing.assert_close(a, b, equal_nan=True, check_stride=False)
    except AssertionError as e:
        inductor_ok, why = False, str(e).splitlines()[0][:300]
    entry.update(status="ok", inductor_matches_eager=inductor_ok, inductor_mismatch=why,
                 outputs=len(eager_t), sample_repr=repr(sample)[:400])
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(dict(entry, torch=torch.__version__), f, indent=1)
    return entry


def worker(op_indices, out_root, args):
    import torch
    from torch.testing._internal.common_methods_invocations import op_db

    torch.set_num_threads(1)
    signal.signal(signal.SIGALRM, _alarm)
    entries = []
    for i in op_indices:
        op = op_db[i]
        try:
            supported = op.supported_dtypes("cpu")
        except Exception as e:
            entries.append(dict(op=op.name, variant=op.variant_test_name, status="no dtypes",
                                reason=str(e)[:300]))
            continue
        for dname in args.dtypes:
            dtype = getattr(torch, DTYPES[dname])
            if dtype not in supported:
                continue
            torch.manual_seed(0)
            try:
                every = list(op.sample_inputs("cpu", dtype, requires_grad=False))
            except Exception as e:
                entries.append(dict(op=op.name, variant=op.variant_test_name, dtype=dname,
                                    status="no samples", reason=str(e)[:300]))
                continue
            for k, s in enumerate(every[: args.samples]):
                t0 = time.time()
                meta = os.path.join(out_root, case_name(op, dname, k), "meta.json")
                if os.path.exists(meta):
                    # Kept by an earlier run: the folder is the record.
                    with open(meta) as f:
                        e = json.load(f)
                    e.pop("torch", None)
                else:
                    later = list(enumerate(every))[k + 1 :]
                    e = run_case(op, dname, k, s, out_root, args, later)
                e["seconds"] = round(time.time() - t0, 2)
                entries.append(e)
                record(out_root, e)
                print(f"{e.get('case', op.name)}: {e['status']}", flush=True)
        record(out_root, dict(op_done=i))
    return entries


def record(out_root, entry):
    """Appends one entry to OUT/progress.jsonl: what a crash of the process cannot take back,
    and what a rerun resumes from."""
    with open(os.path.join(out_root, "progress.jsonl"), "a") as f:
        f.write(json.dumps(entry) + "\n")


def progress(out_root):
    """(entries, indices of the ops finished) recorded so far."""
    entries, done = [], set()
    try:
        with open(os.path.join(out_root, "progress.jsonl")) as f:
            for line in f:
                e = json.loads(line)
                if "op_done" in e:
                    done.add(e["op_done"])
                else:
                    entries.append(e)
    except FileNotFoundError:
        pass
    return entries, done


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--ops", default="", help="comma-separated OpInfo names (default: all)")
    ap.add_argument("--samples", type=int, default=2)
    ap.add_argument("--dtypes", default="f32,bf16,i32,i64,b8")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--dynamic", action="store_true")
    ap.add_argument("--keep-code", action="store_true")
    ap.add_argument("--worker", default="", help=argparse.SUPPRESS)
    args = ap.parse_args()
    args.dtypes = [d for d in args.dtypes.split(",") if d]
    os.makedirs(args.out, exist_ok=True)
    if args.worker:
        indices = [int(x) for x in args.worker.split(",")]
        entries = worker(indices, args.out, args)
        print("ENTRIES " + json.dumps(entries), flush=True)
        return
    from torch.testing._internal.common_methods_invocations import op_db

    wanted = set(filter(None, args.ops.split(",")))
    # A rerun resumes: ops a previous run finished are not compiled again.
    _, finished = progress(args.out)
    indices = [i for i, op in enumerate(op_db)
               if (not wanted or op.name in wanted) and i not in finished]
    # Ops in round-robin shards, one process each. A crash of Inductor or the C++ compiler
    # ends its shard; the rest of the shard goes on in a new process, and the op it died on is
    # recorded as crashed.
    shards = [indices[j :: args.jobs] for j in range(args.jobs)]

    def launch(ops):
        cmd = [sys.executable, __file__, args.out, "--worker", ",".join(map(str, ops)),
               "--samples", str(args.samples), "--dtypes", ",".join(args.dtypes),
               "--timeout", str(args.timeout)]
        cmd += ["--dynamic"] if args.dynamic else []
        cmd += ["--keep-code"] if args.keep_code else []
        env = dict(os.environ, TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
        return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True, env=env)

    def run_shard(ops):
        while ops:
            p = launch(ops)
            for line in p.stdout:
                if not line.startswith("ENTRIES "):
                    print(line.strip(), flush=True)
            p.wait()
            _, finished = progress(args.out)
            left = [i for i in ops if i not in finished]
            if left and p.returncode != 0:
                dead = left[0]
                record(args.out, dict(op=op_db[dead].name, variant=op_db[dead].variant_test_name,
                                      status="crashed", reason="the compiling process died"))
                record(args.out, dict(op_done=dead))
                left = left[1:]
            ops = left

    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max(1, len(shards))) as pool:
        list(pool.map(run_shard, [s for s in shards if s]))
    entries, _ = progress(args.out)
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(dict(torch_dtypes=args.dtypes, samples=args.samples, dynamic=args.dynamic,
                       ops=sorted(wanted), cases=entries), f, indent=1)
    counts = {}
    for e in entries:
        counts[e["status"]] = counts.get(e["status"], 0) + 1
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
