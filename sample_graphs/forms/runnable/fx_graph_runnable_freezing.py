
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = 'out_freezing'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpitr_f_rz'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpitr_f_rz/triton'
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

torch._inductor.config.freezing = True
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
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.register_buffer('_frozen_param2', tensor([0.5000, 0.5000, 0.5000, 0.5000]))
        self.register_buffer('_frozen_param4', tensor([1., 2., 3., 4.]))
        self.register_buffer('_frozen_param5', torch.randn([4, 8], dtype=torch.float32))
        self.register_buffer('_frozen_param6', torch.randn([1459233, 1], dtype=torch.float32))
        self._frozen_param1 = torch.nn.Parameter(torch.randn([4], dtype=torch.float32))



    def forward(self, arg3_1):
        arg1_1 = self._frozen_param1
        arg2_1 = self._frozen_param2
        permute_default = self._frozen_param5
        _mkl_reorder_linear_weight = self._frozen_param6
        _mkl_linear = torch.ops.mkl._mkl_linear(arg3_1, _mkl_reorder_linear_weight, permute_default, arg1_1, 4);  arg3_1 = _mkl_reorder_linear_weight = permute_default = arg1_1 = None
        mul = torch.ops.aten.mul.Tensor(_mkl_linear, arg2_1);  _mkl_linear = arg2_1 = None
        lift_fresh_copy = self._frozen_param4
        add = torch.ops.aten.add.Tensor(mul, lift_fresh_copy);  mul = lift_fresh_copy = None
        relu = torch.ops.aten.relu.default(add);  add = None
        return (relu,)

def load_args(reader):
    buf0 = reader.storage(None, 128)
    reader.tensor(buf0, (4, 8), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=True)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=True)
        # mod(*args)