"""Keep only some records of a TORCH_TRACE log (a record is its header line and its
tab-indented payload lines), so a test can carry the part of a large log it reads.

usage: python3 filter_trace.py IN OUT NAME...
NAME is a record kind (`dynamo_output_graph`, `create_symbol`) or an artifact's name
(`inductor_post_grad_graph`, `inductor_provenance_tracking_node_mappings`).
"""
import re
import sys


def main():
    src, dst, names = sys.argv[1], sys.argv[2], set(sys.argv[3:])
    keep = False
    out = []
    for line in open(src, encoding="utf-8"):
        if not line.startswith("\t"):
            m = re.search(r"\] (\{.*)$", line)
            head = m.group(1) if m else ""
            kind = re.match(r'\{"(\w+)"', head)
            kind = kind.group(1) if kind else ""
            if kind == "artifact":
                art = re.search(r'"name": "([^"]+)"', head)
                kind = art.group(1) if art else ""
            keep = kind in names
        if keep:
            out.append(line)
    open(dst, "w", encoding="utf-8").writelines(out)


if __name__ == "__main__":
    main()
