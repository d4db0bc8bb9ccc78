class Annotated(torch.nn.Module):
    def forward(self, x : torch.Tensor, k : int = 2) -> torch.Tensor:
        # No stacktrace found for following nodes
        cos = x.cos();  x = None
        view = cos.view(-1);  cos = None
        mul = view * k;  view = k = None
        return mul
