"""The committed subset of an OpInfo corpus (`tools/opinfo_corpus.py`): one case per (op,
dtype), the first sample whose inputs are small (of a corpus made with `--dynamic`, the first
that ran at a second size, `io_b.safetensors`, where one did), with the files the engines need
(no output code). `cargo test` runs every engine over it (`tests/it/opinfo.rs`) against the verdicts in
`expected.json`.

usage: python tools/opinfo_subset.py CORPUS_DIR sample_graphs/opinfo [--max-io BYTES]
then:  quantbench survey --coverage sample_graphs/opinfo --json > sample_graphs/opinfo/expected.json
"""
import argparse
import json
import os
import shutil

KEEP = ("post_grad.txt", "ir_pre_fusion.txt", "ir_post_fusion.txt", "io.safetensors",
        "io_b.safetensors", "meta.json")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("out")
    ap.add_argument("--max-io", type=int, default=48 * 1024)
    args = ap.parse_args()
    chosen, second = {}, set()
    for name in sorted(os.listdir(args.corpus)):
        case = os.path.join(args.corpus, name)
        meta = os.path.join(case, "meta.json")
        if not os.path.isfile(meta):
            continue
        with open(meta) as f:
            m = json.load(f)
        key = (m["op"], m.get("variant", ""), m["dtype"])
        io = os.path.join(case, "io.safetensors")
        io_b = os.path.join(case, "io_b.safetensors")
        graph = os.path.join(case, "post_grad.txt")
        has_b = os.path.isfile(io_b)
        if key in second or key in chosen and not has_b or not os.path.isfile(graph) \
                or not os.path.isfile(io) or os.path.getsize(io) > args.max_io \
                or has_b and os.path.getsize(io_b) > args.max_io:
            continue
        chosen[key] = name
        if has_b:
            second.add(key)
    if os.path.isdir(args.out):
        for name in os.listdir(args.out):
            p = os.path.join(args.out, name)
            if os.path.isdir(p):
                shutil.rmtree(p)
    os.makedirs(args.out, exist_ok=True)
    for name in chosen.values():
        os.makedirs(os.path.join(args.out, name))
        for f in KEEP:
            src = os.path.join(args.corpus, name, f)
            if os.path.exists(src):
                shutil.copy(src, os.path.join(args.out, name, f))
    print(f"{len(chosen)} cases")


if __name__ == "__main__":
    main()
