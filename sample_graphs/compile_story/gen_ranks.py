# Two ranks (torch.multiprocessing.spawn, gloo on CPU) whose compiles diverge as tlparse's
# multi-rank page warns of. `python gen_ranks.py warm` first fills TORCHINDUCTOR_CACHE_DIR
# (no TORCH_TRACE) with f at f32[4, 16] and f64[4, 16], from the same two spawned ranks (a run
# outside them hashes its inputs differently and never hits); then `TORCH_TRACE=<dir> python
# gen_ranks.py`: rank 0 calls f on f32[8, 16] (a cache miss), rank 1 on the two warmed inputs
# (two cache hits, and a compile id 0/1 rank 0 never has).
import os
import sys
import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def f(x):
    return (x.cos() + 1.0) * x


def worker(rank, world, warm):
    torch.set_num_threads(1)
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = "29533"
    dist.init_process_group("gloo", rank=rank, world_size=world)
    g = torch.compile(f, backend="inductor")
    if warm:
        g(torch.randn(4, 16))
        g(torch.randn(4, 16, dtype=torch.float64))
    elif rank == 0:
        g(torch.randn(8, 16))
    else:
        g(torch.randn(4, 16))
        g(torch.randn(4, 16, dtype=torch.float64))
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, sys.argv[1:] == ["warm"]), nprocs=2)
