# TORCH_TRACE=<dir> TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_multi_rank.py
# 2 processes (torch.multiprocessing.spawn), gloo backend on CPU; each rank compiles a tiny
# function with a functional all_reduce inside, then does an eager all_reduce outside.
import os
import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import torch.multiprocessing as mp

def f(x, w):
    y = torch.relu(x @ w) * 2.0
    y = funcol.all_reduce(y, "sum", dist.group.WORLD)
    return y.sin() + 1.0

def worker(rank, world):
    torch.set_num_threads(1)
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = "29531"
    dist.init_process_group("gloo", rank=rank, world_size=world)
    torch.manual_seed(rank)
    x, w = torch.randn(4, 16), torch.randn(16, 8)
    out = torch.compile(f, backend="inductor")(x, w)
    torch.testing.assert_close(out, f(x, w))
    dist.all_reduce(out)  # eager, outside the compiled region
    print(rank, out.sum().item())
    dist.destroy_process_group()

if __name__ == "__main__":
    mp.spawn(worker, args=(2,), nprocs=2)
