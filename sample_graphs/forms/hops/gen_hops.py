# Higher-order ops under torch.compile(backend="inductor"), CPU, torch 2.15.
# usage: TORCH_LOGS=graph_code,aot_graphs,post_grad_graphs TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 \
#        python gen_hops.py <case> 2> <case>.log
import sys, torch
torch.set_num_threads(1)
torch.manual_seed(0)
case = sys.argv[1]

if case == "cond":
    def f(x):
        return torch.cond(x.sum() > 0, lambda t: t.sin() + 1, lambda t: t.cos() * 2, (x,))
    args = (torch.randn(4, 8),)

elif case == "while_loop":
    from torch._higher_order_ops.while_loop import while_loop
    def f(i, x):
        return while_loop(lambda i, x: i < 3, lambda i, x: (i + 1, x.sin() + i), (i, x))
    args = (torch.tensor(0), torch.randn(4, 8))

elif case == "invoke_subgraph":
    @torch.compiler.nested_compile_region
    def block(x, w):
        return torch.relu(x @ w)
    def f(x, w):
        return block(block(x, w), w)
    args = (torch.randn(4, 8), torch.randn(8, 8))

elif case == "flex_attention":
    from torch.nn.attention.flex_attention import flex_attention, create_block_mask
    def causal(b, h, q, kv):
        return q >= kv
    def score_mod(score, b, h, q, kv):
        return score + (q - kv)
    S = 128
    bm = create_block_mask(causal, 1, 1, S, S, device="cpu")
    def f(q, k, v):
        return flex_attention(q, k, v, score_mod=score_mod, block_mask=bm)
    args = tuple(torch.randn(1, 1, S, 16) for _ in range(3))

elif case == "auto_functionalized":
    @torch.library.custom_op("forms::scale_", mutates_args=("buf",))
    def scale_(buf: torch.Tensor, s: float) -> None:
        buf.mul_(s)
    @scale_.register_fake
    def _(buf, s):
        return None
    def f(x):
        y = x.clone()
        scale_(y, 2.0)
        return y + 1
    args = (torch.randn(4, 8),)

elif case == "auto_functionalized_v1":
    torch._inductor.config.enable_auto_functionalized_v2 = False
    @torch.library.custom_op("forms::scale_", mutates_args=("buf",))
    def scale_(buf: torch.Tensor, s: float) -> None:
        buf.mul_(s)
    @scale_.register_fake
    def _(buf, s):
        return None
    def f(x):
        y = x.clone()
        scale_(y, 2.0)
        return y + 1
    args = (torch.randn(4, 8),)

elif case in ("autocast_export", "autocast_compile"):
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(8, 4)
        def forward(self, x):
            with torch.autocast("cpu", dtype=torch.bfloat16):
                y = self.lin(x)
            return y.float().relu()
    f, args = M(), (torch.randn(4, 8),)
    if case == "autocast_export":
        # torch.export keeps the autocast region as a wrap_with_autocast HOP; run_decompositions inlines it
        ep = torch.export.export(f, args)
        open("autocast_export.txt", "w").write(ep.graph_module.print_readable(print_output=False))
        open("autocast_export_decomposed.txt", "w").write(
            ep.run_decompositions().graph_module.print_readable(print_output=False))
        sys.exit(0)

elif case == "literals":
    # Ellipsis / None / slice(None, None, None) indices, nested tuples, torch.strided, device literals
    def f(x):
        a = x[..., 0] + x[:, None].sum()
        b = x[1:, ::2]
        c = torch.zeros(4, 8, dtype=torch.float32, layout=torch.strided, device="cpu")
        d = torch.empty_strided((4, 8), (8, 1), device=torch.device("cpu")).fill_(1.0)
        e = torch.split(x, [2, 2])
        g = torch.tensordot(x, x, dims=((1,), (1,)))   # nested tuple argument
        return (a, (b, c + d)), e[0] * x.new_ones(2, 8), g
    args = (torch.randn(4, 8),)

cf = torch.compile(f, backend="inductor", fullgraph=True)
with torch.no_grad():
    cf(*args)
