"""More transformers architectures for the hf/ corpus, in the style of shared/tools/hf_cases.py:
built from small configs with random weights (nothing is downloaded), every nn.Linear replaced by
hf_cases.IQLinear (weight dequant under invoke_quant; lm_head left in float). Regenerate with
extra_cases.py's launcher, e.g.

    CAPTURE=1 THREADS=2 python sample_graphs/hf/extra_cases.py OUT_DIR hf_t5_nf4

Each case returns (fn, inputs, compile_kwargs) like cases.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.environ.get("QB_TOOLS") or os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "tools"))
if TOOLS not in sys.path:
    sys.path.append(TOOLS)

import torch
import torch.nn as nn

from cases import deq_int8_rowwise, gen, iq
from hf_cases import _causal_lm, quantize


def hf_t5_nf4():
    """T5 encoder-decoder (flan-style gated-gelu FFN, relative attention bias as the SDPA mask), nf4."""
    from transformers import T5Config, T5ForConditionalGeneration
    torch.manual_seed(60)
    cfg = T5Config(vocab_size=128, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_decoder_layers=2, num_heads=4,
                   relative_attention_num_buckets=32, relative_attention_max_distance=64, feed_forward_proj="gated-gelu",
                   dropout_rate=0.0, decoder_start_token_id=0, pad_token_id=0, attn_implementation="sdpa")
    model = quantize(T5ForConditionalGeneration(cfg).eval(), "nf4").requires_grad_(False)
    for mod in model.modules():  # T5's FFN reads `self.wo.weight.dtype`; IQLinear has no float weight
        if type(mod).__name__ == "IQLinear":
            mod.weight = None
    g = gen(60)
    ids = torch.randint(1, 128, (1, 16), generator=g)
    dec = torch.randint(1, 128, (1, 8), generator=g)

    def fn(input_ids, decoder_input_ids):
        return model(input_ids=input_ids, decoder_input_ids=decoder_input_ids, use_cache=False).logits
    return fn, (ids, dec), {}


def hf_vit_int8():
    """ViT image encoder (conv patch embedding left in float, LayerNorm, exact erf GELU, eager attention,
    tanh pooler), int8."""
    from transformers import ViTConfig, ViTModel
    torch.manual_seed(61)
    cfg = ViTConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                    hidden_act="gelu", image_size=32, patch_size=8, num_channels=3, hidden_dropout_prob=0.0,
                    attention_probs_dropout_prob=0.0, attn_implementation="eager")
    model = quantize(ViTModel(cfg).eval(), "int8_woq").requires_grad_(False)
    pixels = torch.randn(1, 3, 32, 32, generator=gen(61))

    def fn(pixel_values):
        out = model(pixel_values=pixel_values)
        return out.last_hidden_state, out.pooler_output
    return fn, (pixels,), {}


def hf_gemma_nf4():
    """Gemma (GeGLU with tanh GELU, RMSNorm with (1 + w), sqrt(hidden)-scaled embeddings, tied head, GQA), nf4, SDPA."""
    from transformers import GemmaConfig, GemmaForCausalLM
    return _causal_lm(GemmaConfig, GemmaForCausalLM, "nf4", 62, vocab_size=128, hidden_size=64, intermediate_size=128,
                      num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                      max_position_embeddings=64, hidden_act="gelu_pytorch_tanh", attn_implementation="sdpa")


def hf_opt_int8():
    """OPT (learned positions from cumsum of the attention mask, pre-LayerNorm, ReLU FFN, biased projections,
    eager attention), int8."""
    from transformers import OPTConfig, OPTForCausalLM
    return _causal_lm(OPTConfig, OPTForCausalLM, "int8_woq", 63, vocab_size=128, hidden_size=64, ffn_dim=128,
                      num_hidden_layers=2, num_attention_heads=4, max_position_embeddings=64, word_embed_proj_dim=64,
                      dropout=0.0, attention_dropout=0.0, activation_function="relu", attn_implementation="eager")


def hf_phi_int8():
    """Phi (parallel attention + MLP from one LayerNorm, partial rotary embedding, gelu_new (tanh) MLP, biased
    projections), int8, SDPA."""
    from transformers import PhiConfig, PhiForCausalLM
    return _causal_lm(PhiConfig, PhiForCausalLM, "int8_woq", 64, vocab_size=128, hidden_size=64, intermediate_size=128,
                      num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=64,
                      rope_parameters={"rope_type": "default", "rope_theta": 10000.0, "partial_rotary_factor": 0.5},
                      resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0, attn_implementation="sdpa")


def hf_bloom_nf4():
    """BLOOM (ALiBi position bias built from cumsum of the attention mask, baddbmm scores, fused query_key_value,
    embedding LayerNorm, gelu tanh), nf4. BLOOM has only its own eager attention, which Inductor's SDPA rewrite
    does not match, so the eager ops stay in the post-grad graph."""
    from transformers import BloomConfig, BloomForCausalLM
    return _causal_lm(BloomConfig, BloomForCausalLM, "nf4", 66, vocab_size=128, hidden_size=64, n_layer=2, n_head=4,
                      hidden_dropout=0.0, attention_dropout=0.0, attn_implementation="eager")


class IQExperts(nn.Module):
    """A transformers fused-experts module (gate_up_proj [E, 2I, H], down_proj [E, H, I] parameters) with int8
    row-wise weights: the gate_up_proj / down_proj attributes the experts forward reads are dequantized under
    invoke_quant. The forward is transformers' own `batched_mm` experts implementation."""

    def __init__(self, experts):
        super().__init__()
        from transformers.integrations.moe import batched_mm_experts_forward
        self._fwd = batched_mm_experts_forward
        for k in ["num_experts", "hidden_dim", "intermediate_dim", "act_fn", "config", "has_gate", "has_bias",
                  "has_post_expert_norm", "is_transposed", "is_concatenated", "_is_expert_parallel"]:
            if hasattr(experts, k):
                setattr(self, k, getattr(experts, k))
        for name in ["gate_up_proj", "down_proj"]:
            w = getattr(experts, name).detach()
            self.register_buffer(f"{name}_shape", torch.tensor(w.shape), persistent=False)
            w2 = w.reshape(-1, w.shape[-1])
            s = w2.abs().amax(1).clamp(min=1e-6) / 127
            self.register_buffer(f"{name}_q", torch.round(w2 / s[:, None]).clamp(-127, 127).to(torch.int8))
            self.register_buffer(f"{name}_s", s.float())
        self._shapes = {n: tuple(getattr(experts, n).shape) for n in ["gate_up_proj", "down_proj"]}

    def _deq(self, name):
        w = iq(deq_int8_rowwise, getattr(self, f"{name}_q"), getattr(self, f"{name}_s"), scheme="int8_woq")
        return w.view(self._shapes[name])

    def __getattr__(self, name):
        if name in ("gate_up_proj", "down_proj"):
            return self._deq(name)
        return super().__getattr__(name)

    def _apply_gate(self, gate_up_out):
        gate, up = gate_up_out.chunk(2, dim=-1)
        return self.act_fn(gate) * up

    def forward(self, hidden_states, top_k_index, top_k_weights):
        return self._fwd(self, hidden_states, top_k_index, top_k_weights)


def hf_mixtral_int8():
    """Mixtral (4 experts, top-2 softmax router left in float, experts via transformers' batched_mm
    implementation with int8 fused expert weights, RMSNorm, rotary, GQA), int8, SDPA."""
    from transformers import MixtralConfig, MixtralForCausalLM
    torch.manual_seed(65)
    cfg = MixtralConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                        num_attention_heads=4, num_key_value_heads=2, head_dim=16, max_position_embeddings=64,
                        num_local_experts=4, num_experts_per_tok=2, router_jitter_noise=0.0,
                        attn_implementation="sdpa")
    model = MixtralForCausalLM(cfg).eval()
    for mod in list(model.modules()):
        if type(mod).__name__ == "MixtralSparseMoeBlock":
            mod.experts = IQExperts(mod.experts)
    model = quantize(model, "int8_woq").requires_grad_(False)
    ids = torch.randint(0, 128, (1, 16), generator=gen(65))

    def fn(input_ids):
        return model(input_ids=input_ids, use_cache=False).logits
    return fn, (ids,), {}


def hf_qwen2_int8():
    """Qwen2 (biased q/k/v projections, GQA, SwiGLU, RMSNorm, untied head), int8, SDPA. Added after the
    lowering matched the other architectures, as a graph it had not seen."""
    from transformers import Qwen2Config, Qwen2ForCausalLM
    return _causal_lm(Qwen2Config, Qwen2ForCausalLM, "int8_woq", 67, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      max_position_embeddings=64, tie_word_embeddings=False, attn_implementation="sdpa")


def hf_gpt_neox_nf4():
    """GPT-NeoX (fused query_key_value, partial rotary, parallel residual, LayerNorm, GELU), nf4, eager
    attention. Added, like Qwen2, as a graph the lowering had not seen."""
    from transformers import GPTNeoXConfig, GPTNeoXForCausalLM
    return _causal_lm(GPTNeoXConfig, GPTNeoXForCausalLM, "nf4", 68, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, max_position_embeddings=64,
                      rotary_pct=0.5, hidden_dropout=0.0, attention_dropout=0.0, attn_implementation="eager")


def hf_opt_int8_dynamic(seq=16):
    """hf_opt_int8 under dynamic=True: the sequence length is a symbol (positions from a cumsum of the mask)."""
    from transformers import OPTConfig, OPTForCausalLM
    return _causal_lm(OPTConfig, OPTForCausalLM, "int8_woq", 63, seq=seq, dynamic=True, vocab_size=128,
                      hidden_size=64, ffn_dim=128, num_hidden_layers=2, num_attention_heads=4,
                      max_position_embeddings=64, word_embed_proj_dim=64, dropout=0.0, attention_dropout=0.0,
                      activation_function="relu", attn_implementation="eager")


def hf_bloom_nf4_dynamic(seq=16):
    """hf_bloom_nf4 under dynamic=True: ALiBi biases and baddbmm scores over a symbolic sequence length."""
    from transformers import BloomConfig, BloomForCausalLM
    return _causal_lm(BloomConfig, BloomForCausalLM, "nf4", 66, seq=seq, dynamic=True, vocab_size=128,
                      hidden_size=64, n_layer=2, n_head=4, hidden_dropout=0.0, attention_dropout=0.0,
                      attn_implementation="eager")


def hf_gemma_nf4_dynamic(seq=16):
    """hf_gemma_nf4 under dynamic=True (GQA, SDPA, rotary embeddings over a symbolic sequence length)."""
    from transformers import GemmaConfig, GemmaForCausalLM
    return _causal_lm(GemmaConfig, GemmaForCausalLM, "nf4", 62, seq=seq, dynamic=True, vocab_size=128,
                      hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                      num_key_value_heads=2, head_dim=16, max_position_embeddings=64,
                      hidden_act="gelu_pytorch_tanh", attn_implementation="sdpa")


def hf_qwen2_int8_dynamic(seq=16):
    """hf_qwen2_int8 under dynamic=True. Added after the symbolic lowering agreed on the others, as a
    dynamic graph it had not seen."""
    from transformers import Qwen2Config, Qwen2ForCausalLM
    return _causal_lm(Qwen2Config, Qwen2ForCausalLM, "int8_woq", 67, seq=seq, dynamic=True, vocab_size=128,
                      hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                      num_key_value_heads=2, max_position_embeddings=64, tie_word_embeddings=False,
                      attn_implementation="sdpa")


def hf_gpt_neox_nf4_dynamic(seq=16):
    """hf_gpt_neox_nf4 under dynamic=True (partial rotary, eager attention), unseen like Qwen2's."""
    from transformers import GPTNeoXConfig, GPTNeoXForCausalLM
    return _causal_lm(GPTNeoXConfig, GPTNeoXForCausalLM, "nf4", 68, seq=seq, dynamic=True, vocab_size=128,
                      hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                      max_position_embeddings=64, rotary_pct=0.5, hidden_dropout=0.0, attention_dropout=0.0,
                      attn_implementation="eager")


HF_MORE_CASES = {f.__name__: f for f in [hf_t5_nf4, hf_vit_int8, hf_gemma_nf4, hf_opt_int8, hf_phi_int8,
                                          hf_mixtral_int8, hf_bloom_nf4, hf_qwen2_int8, hf_gpt_neox_nf4,
                                          hf_opt_int8_dynamic, hf_bloom_nf4_dynamic, hf_gemma_nf4_dynamic,
                                          hf_qwen2_int8_dynamic, hf_gpt_neox_nf4_dynamic]}
