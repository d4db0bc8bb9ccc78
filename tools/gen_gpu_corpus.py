"""Run the shared GPU corpus generator (`gen_gpu.py`) over its cases plus `tools/gpu_cases.py`, several
cases at a time, then time every compiled case again one at a time.

The generator's own timing runs while other cases compile and autotune on the same GPU, so its
`eager_median_s` / `compiled_median_s` in meta.json are kept as written but not trusted; the second
pass re-creates each case in a fresh process, compiles it from the case's own Inductor cache (same
config, so the FX graph cache and the autotune results hit: no re-tuning), and times eager and
compiled with nothing else on the GPU, into `timing.json` beside meta.json.

With --timing-only the first pass only compiles each case into its own cache (no dumps), several
at a time, and the second pass times them as above: for re-timing a corpus made earlier.

usage: python gen_gpu_corpus.py --shared DIR OUT [--jobs N] [--deadline S] [--timing-only] [case ...]
  DIR holds gen_gpu.py, cases.py, hf_cases.py (the workplace's shared/tools).
"""
import argparse, json, os, shutil, subprocess, sys, tempfile, time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))


def _cases(shared):
    sys.path[:0] = [shared, HERE]
    import cases
    from gpu_cases import GPU_CASES
    cases.CASES.update(GPU_CASES)
    return cases


def one(shared, name, variant, out):
    _cases(shared)
    import gen_gpu
    gen_gpu.run_one(name, variant, out)


def compiled_case(shared, name, variant):
    """The case on the GPU and its compiled function, as gen_gpu.run_one makes them."""
    cases = _cases(shared)
    import torch
    from torch._inductor import config
    fn, inputs, kw = cases.CASES[name]()
    inputs = tuple(t.cuda() for t in inputs)
    for cell in getattr(fn, "__closure__", None) or ():
        if isinstance(cell.cell_contents, torch.nn.Module):
            cell.cell_contents.cuda()
    cases.NF4 = cases.NF4.cuda()
    kw = dict(kw)
    if variant == "autotune":
        kw["mode"] = "max-autotune-no-cudagraphs"
        config.max_autotune_gemm_backends = "TRITON"
    return fn, inputs, torch.compile(fn, **kw)


def warm_one(shared, name, variant, out):
    """Compile once, filling the Inductor cache the timing pass reads."""
    import torch
    fn, inputs, compiled = compiled_case(shared, name, variant)
    compiled(*inputs)
    torch.cuda.synchronize()


def time_one(shared, name, variant, out):
    """Eager and compiled medians of one case, the way gen_gpu.run_one measures them."""
    import torch
    fn, inputs, compiled = compiled_case(shared, name, variant)
    t0 = time.perf_counter()
    compiled(*inputs)
    torch.cuda.synchronize()
    first_call_s = time.perf_counter() - t0

    def samples(f, n=200):
        for _ in range(10):
            f()
        torch.cuda.synchronize()
        ts = []
        for _ in range(n):
            t0 = time.perf_counter(); f(); torch.cuda.synchronize(); ts.append(time.perf_counter() - t0)
        ts.sort()
        return ts
    # rounds alternate eager and compiled so a clock change hits both
    eager, comp = [], []
    for _ in range(3):
        eager += samples(lambda: fn(*inputs))
        comp += samples(lambda: compiled(*inputs))
    eager.sort(); comp.sort()
    q = lambda ts, p: ts[int(p * (len(ts) - 1))]
    res = dict(case=name, variant=variant, device=torch.cuda.get_device_name(0), torch=torch.__version__,
               method="3 alternating rounds of 200 synchronized calls each after 10 warm-up calls; "
                      "wall clock per call (time.perf_counter around fn(); torch.cuda.synchronize())",
               eager_median_s=q(eager, 0.5), eager_p10_s=q(eager, 0.1), eager_p90_s=q(eager, 0.9),
               compiled_median_s=q(comp, 0.5), compiled_p10_s=q(comp, 0.1), compiled_p90_s=q(comp, 0.9),
               first_compiled_call_s=first_call_s)
    with open(os.path.join(out, "timing.json"), "w") as f:
        json.dump(res, f, indent=1)


def main():
    if len(sys.argv) > 1 and sys.argv[1] in ("--one", "--time", "--warm"):
        _, mode, shared, name, variant, out = sys.argv
        {"--one": one, "--time": time_one, "--warm": warm_one}[mode](shared, name, variant, out)
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", required=True)
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--deadline", type=float, default=480, help="seconds after which nothing new starts")
    ap.add_argument("--stop", type=float, default=540, help="seconds after which no case is timed")
    ap.add_argument("--timing-only", action="store_true")
    ap.add_argument("out")
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    start = time.time()
    cases = _cases(a.shared)
    import gen_gpu
    names = a.cases or [n for n in cases.CASES if not n.startswith("perf_")]
    jobs = [(n, v) for n in names for v in gen_gpu.VARIANTS]
    summary, caches = {}, {}

    def gen(job):
        name, variant = job
        if time.time() - start > a.deadline:
            return
        out = os.path.join(a.out, variant, name)
        work = tempfile.mkdtemp()
        if a.timing_only:
            os.makedirs(out, exist_ok=True)
            env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "cache"))
            r = subprocess.run([sys.executable, __file__, "--warm", a.shared, name, variant, out], env=env,
                               capture_output=True, text=True)
            summary[f"{variant}/{name}"] = dict(rc=r.returncode, err=r.stderr[-1500:] if r.returncode else "")
            caches[job] = (work, env)
            print("warm", variant, name, r.returncode, flush=True)
            return
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        env = dict(os.environ, TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=os.path.join(work, "dbg"),
                   TORCH_TRACE=os.path.join(work, "trace"), TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "cache"),
                   TORCH_LOGS="fusion,schedule")
        t0 = time.time()
        r = subprocess.run([sys.executable, __file__, "--one", a.shared, name, variant, out], env=env,
                           capture_output=True, text=True)
        n = gen_gpu.collect(out, work)
        with open(os.path.join(out, "fusion.log"), "w") as f:
            f.write(r.stderr)
        summary[f"{variant}/{name}"] = dict(rc=r.returncode, graphs=n, s=round(time.time() - t0, 1),
                                            err=r.stderr[-1500:] if r.returncode else "")
        caches[job] = (work, env)
        print(variant, name, r.returncode, n, round(time.time() - t0, 1), flush=True)

    with ThreadPoolExecutor(a.jobs) as pool:
        list(pool.map(gen, jobs))
    for job in jobs:
        if job not in caches or summary[f"{job[1]}/{job[0]}"]["rc"] or time.time() - start > a.stop:
            continue
        work, env = caches[job]
        # same config as the compile that filled the cache (TORCH_COMPILE_DEBUG is part of it), so
        # the FX graph cache hits; no logs, no trace
        env = {k: v for k, v in env.items() if k not in ("TORCH_LOGS", "TORCH_TRACE")}
        if "TORCH_COMPILE_DEBUG_DIR" in env:
            env["TORCH_COMPILE_DEBUG_DIR"] = os.path.join(work, "dbg_timing")
        out = os.path.join(a.out, job[1], job[0])
        r = subprocess.run([sys.executable, __file__, "--time", a.shared, job[0], job[1], out], env=env,
                           capture_output=True, text=True)
        summary[f"{job[1]}/{job[0]}"]["timing_rc"] = r.returncode
        if r.returncode:
            summary[f"{job[1]}/{job[0]}"]["timing_err"] = r.stderr[-1500:]
        print("timed", job[1], job[0], r.returncode, flush=True)
    for work, _ in caches.values():
        shutil.rmtree(work, ignore_errors=True)
    with open(os.path.join(a.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)


if __name__ == "__main__":
    main()
