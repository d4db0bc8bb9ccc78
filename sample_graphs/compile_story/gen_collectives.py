# Two ranks (torch.multiprocessing.spawn, gloo on CPU) compiling a function with functional
# collectives, so Inductor logs what tlparse's multi-rank page compares:
# `inductor_collective_schedule` (always, for a graph with a collective),
# `inductor_runtime_and_tensor_meta` (only with `torch._inductor.config.log_tlparse`, the
# `LOG_TLPARSE=1` environment variable) and `graph_execution` (only inside
# `torch._inductor.debug.record_and_log_graph_execution_order()`).
# `TORCH_TRACE=<dir> python gen_collectives.py agree`: both ranks run the same program.
# `TORCH_TRACE=<dir> python gen_collectives.py diverge`: rank 1 compiles g, whose graph has an
# extra all_gather_tensor (another collective schedule, other output shapes); rank 0 compiles f
# and runs that all_gather eagerly after it, so the collectives still meet at run time (with a
# missing one gloo waits forever: the hang tlparse warns of).
import os
import sys
import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import torch._inductor.debug
import torch.multiprocessing as mp

torch._inductor.config.log_tlparse = True


def f(x):
    y = funcol.all_reduce(x.sin(), "sum", dist.group.WORLD)
    return y.cos() + 1.0


def g(x):
    y = funcol.all_reduce(x.sin(), "sum", dist.group.WORLD)
    z = funcol.all_gather_tensor(y * 2.0, 0, dist.group.WORLD)
    return z.cos() + 1.0


def worker(rank, world, variant):
    torch.set_num_threads(1)
    os.environ["MASTER_ADDR"] = "localhost"
    os.environ["MASTER_PORT"] = "29541"
    dist.init_process_group("gloo", rank=rank, world_size=world)
    fn = g if variant == "diverge" and rank == 1 else f
    with torch._inductor.debug.record_and_log_graph_execution_order():
        y = torch.compile(fn, backend="inductor")(torch.randn(4, 8))
    if variant == "diverge" and rank == 0:
        funcol.all_gather_tensor(y, 0, dist.group.WORLD).wait()
    dist.destroy_process_group()


if __name__ == "__main__":
    assert sys.argv[1:] in (["agree"], ["diverge"]), "usage: gen_collectives.py agree|diverge"
    mp.spawn(worker, args=(2, sys.argv[1]), nprocs=2)
