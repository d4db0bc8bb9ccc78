# Two compiles of one program under two Inductor configs (fusion_*), and two that differ only
# in an invoke_quant option (iq_*), for `quantbench diff`. Run from this folder:
#   ~/torchenv/bin/python gen_diff.py
# Each variant runs in a fresh process (so Dynamo's and Inductor's counters start alike) with
# TORCH_COMPILE_DEBUG=1, which writes both the debug folder and a TORCH_TRACE log; the script then
# keeps <variant>/debug/<graph folder>/ (without fx_graph_runnable.py) and <variant>/trace.log,
# and deletes the rest (Dynamo's and AOT's debug.log). Nothing written by PyTorch is edited.
import glob, os, shutil, subprocess, sys

VARIANTS = ["fusion_default", "fusion_max_fusion_size_1", "iq_low_precision", "iq_high_precision"]

def collect(variant, raw):
    graph_dirs = glob.glob(os.path.join(raw, "torch_compile_debug", "run_*", "torchinductor", "model__*"))
    logs = glob.glob(os.path.join(raw, "torch_compile_debug", "tlparse", "*.log"))
    assert len(graph_dirs) == 1 and len(logs) == 1, (graph_dirs, logs)
    out = os.path.abspath(variant)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "debug"))
    g = graph_dirs[0]
    os.remove(os.path.join(g, "fx_graph_runnable.py"))
    shutil.move(g, os.path.join(out, "debug", os.path.basename(g)))
    shutil.move(logs[0], os.path.join(out, "trace.log"))
    shutil.rmtree(raw)

if len(sys.argv) == 1:
    for v in VARIANTS:
        raw = os.path.abspath(f"_raw_{v}")
        shutil.rmtree(raw, ignore_errors=True)
        subprocess.run([sys.executable, __file__, v, raw], check=True)
        collect(v, raw)
    sys.exit(0)

variant, raw = sys.argv[1], sys.argv[2]
os.environ["TORCH_COMPILE_DEBUG"] = "1"
os.environ["TORCH_COMPILE_DEBUG_DIR"] = raw
os.environ["TORCHINDUCTOR_FORCE_DISABLE_CACHES"] = "1"
import torch
from torch._higher_order_ops import InvokeQuant

torch.set_num_threads(1)
torch.manual_seed(0)
# Kernel -> post-grad node mappings (`cppCodeToPost`) in the log and the debug folder.
torch._inductor.config.trace.provenance_tracking_level = 1
if variant == "fusion_max_fusion_size_1":
    torch._inductor.config.max_fusion_size = 1


def fusion_model(x, w):
    a = torch.sin(x)
    m = torch.softmax(a @ w, dim=-1)
    b = torch.cos(x) * 3.0
    return m, b


def deq(q, s):
    return q.to(torch.float32) * s


LOW = variant == "iq_low_precision"


def iq_model(x, q, s):
    w = InvokeQuant(codegen_low_precision=LOW)(deq, q, s, scheme="int8")
    return torch.relu(x @ w.t())


with torch.no_grad():
    if variant.startswith("iq_"):
        args = (torch.randn(4, 16), torch.randint(-128, 127, (8, 16), dtype=torch.int8), torch.rand(8, 1))
        fn = iq_model
    else:
        args = (torch.randn(4, 16), torch.randn(16, 8))
        fn = fusion_model
    torch.testing.assert_close(torch.compile(fn)(*args), fn(*args))
