
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/trace_gen/dbg'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/trace_gen/cache'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False




isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.15.0+cu132
# torch cuda version: 13.2
# torch git version: d0f2af8b66b20da4baa50644c0cd3f887a2eae2e


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class subgraph0_0(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1):
        mul = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = None
        add = torch.ops.aten.add.Tensor(mul, arg1_1);  mul = arg1_1 = None
        return add


class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.subgraph0 = subgraph0_0()



    def forward(self, arg0_1, arg1_1):
        subgraph0 = self.subgraph0
        invoke_quant_1 = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'nf4');  subgraph0 = arg0_1 = arg1_1 = None
        return (invoke_quant_1,)

def load_args(reader):
    buf0 = reader.storage(None, 32)
    reader.tensor(buf0, (8,), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 32)
    reader.tensor(buf1, (8,), is_leaf=True)  # arg1_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=True)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=True)
        # mod(*args)