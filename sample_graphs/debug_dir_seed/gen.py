import os
os.environ['TORCH_COMPILE_DEBUG']='1'
os.environ['TORCH_COMPILE_DEBUG_DIR']='/tmp/trace_gen/dbg'
os.environ['TORCHINDUCTOR_CACHE_DIR']='/tmp/trace_gen/cache'
import torch
from torch._higher_order_ops import InvokeQuant
torch.manual_seed(0)
def gn(x, y): return (x * y) + y
def fn(x, y): return InvokeQuant()(gn, x, y, scheme='nf4')
out = torch.compile(fn)(torch.randn(8), torch.randn(8))
print(out)
