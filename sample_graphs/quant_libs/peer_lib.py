"""torch.compile of the quantization libraries' models (lib_cases.py), timed as peer_time.py times
the corpus cases: the peer of `quantbench bench` on library graphs. Prints one JSON object per case
(median/min seconds over the runs, eager and compiled).

    python sample_graphs/quant_libs/peer_lib.py [--threads N] [--runs N] lib_torchao_nf4_bf16 ...
    quantbench bench --cases-dir DIR --peer sample_graphs/quant_libs/peer_lib.py lib_torchao_nf4_bf16

(DIR holds the case folders made by `extra_cases.py --flat`; the peer builds the same model from
the same seed.)
"""
import argparse, json, os, statistics, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def timeit(f, runs):
    for _ in range(5):
        f()
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts), min(ts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("cases", nargs="+")
    a = ap.parse_args()
    import torch
    from lib_cases import LIB_CASES
    torch.set_num_threads(a.threads)
    for name in a.cases:
        fn, inputs, kw = LIB_CASES[name]()
        t0 = time.perf_counter()
        compiled = torch.compile(fn, **kw)
        with torch.no_grad():
            compiled(*inputs)
        compile_s = time.perf_counter() - t0
        with torch.no_grad():
            e_med, e_min = timeit(lambda: fn(*inputs), a.runs)
            c_med, c_min = timeit(lambda: compiled(*inputs), a.runs)
        print(json.dumps(dict(case=name, threads=a.threads, torch=torch.__version__,
                              compile_s=round(compile_s, 3), eager_median_s=e_med, eager_min_s=e_min,
                              compiled_median_s=c_med, compiled_min_s=c_min)), flush=True)


if __name__ == "__main__":
    main()
