"""Checks `quantbench export --to model-explorer` output with Model Explorer's own Python package
(`pip install ai-edge-model-explorer`): every graph, node, edge, attribute and metadata item is
rebuilt as the package's `graph_builder` dataclasses (an unknown or missing field raises), the
rebuilt collection serializes back to the same JSON, every edge and `subgraphIds` resolves, and
namespaces are printed as the layers Model Explorer will draw.

    quantbench export --to model-explorer -o me.json sample_graphs/decoder_32layer_nf4
    python tools/check_model_explorer.py me.json
"""
import collections
import dataclasses
import json
import sys

from model_explorer import graph_builder as gb


def node(n):
    return gb.GraphNode(
        id=n["id"],
        label=n["label"],
        namespace=n["namespace"],
        subgraphIds=n["subgraphIds"],
        attrs=[gb.KeyValue(**kv) for kv in n["attrs"]],
        incomingEdges=[gb.IncomingEdge(**e) for e in n["incomingEdges"]],
        outputsMetadata=[
            gb.MetadataItem(id=m["id"], attrs=[gb.KeyValue(**kv) for kv in m["attrs"]])
            for m in n["outputsMetadata"]
        ],
        inputsMetadata=[
            gb.MetadataItem(id=m["id"], attrs=[gb.KeyValue(**kv) for kv in m["attrs"]])
            for m in n["inputsMetadata"]
        ],
    )


def main(path):
    data = json.load(open(path))
    coll = gb.GraphCollection(
        label=data["label"],
        graphs=[gb.Graph(id=g["id"], nodes=[node(n) for n in g["nodes"]]) for g in data["graphs"]],
    )
    back = dataclasses.asdict(coll)
    ids = {g["id"] for g in data["graphs"]}
    for g, b in zip(data["graphs"], back["graphs"]):
        names = {n["id"] for n in g["nodes"]}
        for n, bn in zip(g["nodes"], b["nodes"]):
            for k, v in n.items():
                assert bn[k] == v, f"{g['id']}/{n['id']}: {k} does not round-trip"
            for e in n["incomingEdges"]:
                assert e["sourceNodeId"] in names, f"{n['id']}: edge from unknown {e['sourceNodeId']}"
            for s in n["subgraphIds"]:
                assert s in ids, f"{n['id']}: unknown subgraph {s}"
        top = collections.Counter(n["namespace"].split("/")[0] for n in g["nodes"])
        empty = top.pop("", 0)
        print(f"{g['id']}: {len(g['nodes'])} nodes, {len(top)} top-level layers, {empty} outside any")
    print(f"ok: {len(data['graphs'])} graphs rebuilt with model_explorer.graph_builder")


if __name__ == "__main__":
    main(sys.argv[1])
