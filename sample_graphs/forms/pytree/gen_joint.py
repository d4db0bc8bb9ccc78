# joint forward+backward graph of a training step (torch 2.15, CPU, inductor)
# usage: TORCH_TRACE=trace_joint TORCH_LOGS=aot_joint_graph TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 \
#        python gen_joint.py 2> aot_joint_graph.log
import torch
torch.set_num_threads(1)
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
    def forward(self, x):
        return torch.relu(self.lin(x))

m = torch.compile(M(), backend="inductor")
m(torch.randn(4, 8)).sum().backward()
