"""Graphs as the quantization libraries people use write them (issue 34): a small LLaMA from its config
(random weights, nothing downloaded) whose linears are quantized by torchao, optimum-quanto, HQQ or
bitsandbytes with each library's own API, then compiled on CPU. None of them writes invoke_quant: their
dequant reaches Inductor as plain aten ops, library custom ops, or tensor subclasses flattened by AOT.
Regenerate with (torch 2.15 CPU, torchao 0.18, optimum-quanto 0.2.7, hqq 0.2.8, bitsandbytes 0.50)

    CAPTURE=1 THREADS=2 python sample_graphs/hf/extra_cases.py OUT_DIR lib_torchao_int8wo_f32 ...

Each case returns (fn, inputs, compile_kwargs) like cases.py.
"""
import torch


def gen(seed=0):
    # cases.py's: kept here so that peer_lib.py runs without the shared tools.
    return torch.Generator().manual_seed(seed)


def _llama(seed, dtype=torch.float32, seq=8):
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(seed)
    cfg = LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    model = LlamaForCausalLM(cfg).eval().to(dtype).requires_grad_(False)
    ids = torch.randint(0, 128, (1, seq), generator=gen(seed))
    return model, ids


def _lm_fn(model):
    def fn(input_ids):
        return model(input_ids=input_ids, use_cache=False).logits
    return fn


def _torchao(seed, config, dtype):
    from torchao.quantization import quantize_
    model, ids = _llama(seed, dtype)
    # The LM head stays in float, as the libraries' recipes leave it.
    quantize_(model.model, config)
    return _lm_fn(model), (ids,), {}


def lib_torchao_int8wo_f32():
    """torchao int8 weight-only (`Int8WeightOnlyConfig`): per-channel int8 weights, f32 activations."""
    from torchao.quantization import Int8WeightOnlyConfig
    return _torchao(101, Int8WeightOnlyConfig(), torch.float32)


def lib_torchao_int8wo_bf16():
    """The same with bf16 activations (Inductor's CPU pass turns it into `_weight_int8pack_mm`)."""
    from torchao.quantization import Int8WeightOnlyConfig
    return _torchao(102, Int8WeightOnlyConfig(), torch.bfloat16)


def lib_torchao_int8dyn_f32():
    """torchao int8 dynamic activations, int8 weights (`Int8DynamicActivationInt8WeightConfig`)."""
    from torchao.quantization import Int8DynamicActivationInt8WeightConfig
    return _torchao(103, Int8DynamicActivationInt8WeightConfig(), torch.float32)


def lib_torchao_intx_g32_f32():
    """torchao int4 weight-only in groups of 32 with zero points (`IntxWeightOnlyConfig`)."""
    from torchao.quantization import IntxWeightOnlyConfig
    from torchao.quantization.granularity import PerGroup
    return _torchao(104, IntxWeightOnlyConfig(weight_dtype=torch.int4, granularity=PerGroup(32)),
                    torch.float32)


def lib_torchao_fp8wo_bf16():
    """torchao float8 weight-only (`Float8WeightOnlyConfig`): e4m3 weights, per-row scales."""
    from torchao.quantization import Float8WeightOnlyConfig
    return _torchao(105, Float8WeightOnlyConfig(), torch.bfloat16)


def lib_quanto_int8_f32():
    """optimum-quanto `quantize(model, weights=qint8)` then `freeze`: `quanto::` custom ops."""
    from optimum.quanto import freeze, qint8, quantize
    model, ids = _llama(106)
    quantize(model.model, weights=qint8)
    freeze(model.model)
    return _lm_fn(model), (ids,), {}


def lib_hqq_4bit_f32():
    """HQQ 4-bit, groups of 64 (`HQQLinear` with the PyTorch backend): nibbles unpacked in Python."""
    from hqq.core.quantize import BaseQuantizeConfig, HQQLinear
    model, ids = _llama(107)
    cfg = BaseQuantizeConfig(nbits=4, group_size=64)
    for mod in list(model.model.modules()):
        for name, child in list(mod.named_children()):
            if isinstance(child, torch.nn.Linear):
                q = HQQLinear(child, quant_config=cfg, compute_dtype=torch.float32, device="cpu")
                setattr(mod, name, q)
    return _lm_fn(model), (ids,), {}


def _torchao_nf4(seed, dtype):
    from torchao.quantization import to_nf4
    model, ids = _llama(seed, dtype)
    for mod in list(model.model.modules()):
        for name, child in list(mod.named_children()):
            if isinstance(child, torch.nn.Linear):
                # QLoRA's recipe: the weight becomes an NF4Tensor (blocks of 64, their absmax
                # scales double-quantized to int8 in blocks of 32); F.linear dequantizes it.
                w = to_nf4(child.weight.detach(), block_size=64, scaler_block_size=32)
                child.weight = torch.nn.Parameter(w, requires_grad=False)
    return _lm_fn(model), (ids,), {}


def lib_torchao_nf4_bf16():
    """torchao NF4 (`to_nf4`, QLoRA's NF4Tensor) weights with bf16 activations."""
    return _torchao_nf4(108, torch.bfloat16)


def lib_torchao_nf4_f32():
    """The same with f32 activations."""
    return _torchao_nf4(109, torch.float32)


def lib_bnb_nf4_f32():
    """bitsandbytes 0.50 `Linear4bit` (nf4, blocks of 64, f32 compute) on CPU: `bitsandbytes::` custom ops."""
    import bitsandbytes as bnb
    model, ids = _llama(108)
    for mod in list(model.model.modules()):
        for name, child in list(mod.named_children()):
            if isinstance(child, torch.nn.Linear):
                q = bnb.nn.Linear4bit(child.in_features, child.out_features, bias=child.bias is not None,
                                      compute_dtype=torch.float32, quant_type="nf4", device="cpu")
                q.weight = bnb.nn.Params4bit(child.weight.data.clone(), requires_grad=False,
                                             quant_type="nf4", blocksize=64)
                q.weight = q.weight._quantize("cpu") if hasattr(q.weight, "_quantize") else q.weight
                setattr(mod, name, q)
    return _lm_fn(model), (ids,), {}


LIB_CASES = {f.__name__: f for f in [
    lib_torchao_int8wo_f32, lib_torchao_int8wo_bf16, lib_torchao_int8dyn_f32, lib_torchao_intx_g32_f32,
    lib_torchao_fp8wo_bf16, lib_quanto_int8_f32, lib_hqq_4bit_f32, lib_torchao_nf4_bf16,
    lib_torchao_nf4_f32, lib_bnb_nf4_f32,
]}
