"""Transformers architectures quantbench had not seen when they were made (issue 33: "try at least 15
beyond those in sample_graphs"), in the style of hf_cases_more.py: small configs, random weights
(nothing is downloaded), every nn.Linear but the LM head replaced by hf_cases.IQLinear (weight
dequant under invoke_quant), fused 3-D expert weights by hf_cases_more.IQExperts. Regenerate with

    CAPTURE=1 THREADS=2 python sample_graphs/hf/extra_cases.py OUT_DIR hf_bert_int8 ...

Each case returns (fn, inputs, compile_kwargs) like cases.py.
"""
import torch

from cases import gen
from hf_cases import _causal_lm, quantize
from hf_cases_more import IQExperts


def _moe_lm(config_cls, model_cls, seed, experts_cls, scheme="int8_woq", seq=16, **cfg):
    """A causal LM whose fused-experts modules (class name `experts_cls`) get int8 expert weights."""
    torch.manual_seed(seed)
    model = model_cls(config_cls(**cfg)).eval()
    for mod in list(model.modules()):
        for cname, child in list(mod.named_children()):
            if type(child).__name__ == experts_cls:
                setattr(mod, cname, IQExperts(child))
    model = quantize(model, scheme).requires_grad_(False)
    ids = torch.randint(0, cfg["vocab_size"], (1, seq), generator=gen(seed))

    def fn(input_ids):
        return model(input_ids=input_ids, use_cache=False).logits
    return fn, (ids,), {}


def hf_deepseek_v3_nf4():
    """DeepSeek-V3: multi-head latent attention (low-rank q and kv, decoupled rotary dims), first layer
    dense, second a MoE of 4 int8 experts with a sigmoid router (grouped top-k, bias correction) and a
    shared expert; nf4 linears."""
    from transformers import DeepseekV3Config, DeepseekV3ForCausalLM
    return _moe_lm(DeepseekV3Config, DeepseekV3ForCausalLM, 70, "DeepseekV3Experts", scheme="nf4",
                   vocab_size=128, hidden_size=64, intermediate_size=128, moe_intermediate_size=64,
                   num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4, n_shared_experts=1,
                   n_routed_experts=4, num_experts_per_tok=2, n_group=2, topk_group=1, first_k_dense_replace=1,
                   q_lora_rank=64, kv_lora_rank=64, qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16,
                   max_position_embeddings=64, rope_interleave=True, attn_implementation="sdpa")


def hf_qwen2_moe_int8():
    """Qwen2-MoE: softmax top-2 router over 4 experts plus a shared expert scaled by a sigmoid gate."""
    from transformers import Qwen2MoeConfig, Qwen2MoeForCausalLM
    return _moe_lm(Qwen2MoeConfig, Qwen2MoeForCausalLM, 71, "Qwen2MoeExperts", vocab_size=128, hidden_size=64,
                   intermediate_size=128, moe_intermediate_size=64, shared_expert_intermediate_size=128,
                   num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, num_experts=4,
                   num_experts_per_tok=2, max_position_embeddings=64, attn_implementation="sdpa")


def hf_olmoe_int8():
    """OLMoE: q/k RMSNorm over the whole projection, softmax top-2 of 4 experts without renormalizing."""
    from transformers import OlmoeConfig, OlmoeForCausalLM
    return _moe_lm(OlmoeConfig, OlmoeForCausalLM, 72, "OlmoeExperts", vocab_size=128, hidden_size=64,
                   intermediate_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4,
                   num_experts=4, num_experts_per_tok=2, max_position_embeddings=64, attn_implementation="sdpa")


def hf_mamba_int8():
    """Mamba: the state-space mixer's reference path (causal depthwise conv1d, softplus dt, the selective
    scan as transformers' chunked associative scan over strided slices), RMSNorm, tied head."""
    from transformers import MambaConfig, MambaForCausalLM
    torch.manual_seed(73)
    cfg = MambaConfig(vocab_size=128, hidden_size=64, state_size=8, num_hidden_layers=2, expand=2, conv_kernel=4,
                      time_step_rank=8, use_mambapy=False)
    # dt_proj stays float: the mixer reads `dt_proj.weight` itself (`weight @ time_step`)
    model = quantize(MambaForCausalLM(cfg).eval(), "int8_woq", skip=("lm_head", "dt_proj")).requires_grad_(False)
    ids = torch.randint(0, 128, (1, 8), generator=gen(73))

    def fn(input_ids):
        return model(input_ids=input_ids, use_cache=False).logits
    return fn, (ids,), {}


def hf_swin_int8():
    """Swin: shifted-window attention (roll, window partition/reverse views, the shift mask), relative
    position bias table gathered by index, patch merging (strided slices + cat), LayerNorm, GELU."""
    from transformers import SwinConfig, SwinModel
    torch.manual_seed(74)
    cfg = SwinConfig(image_size=32, patch_size=2, num_channels=3, embed_dim=32, depths=[2, 2], num_heads=[2, 4],
                     window_size=4, mlp_ratio=2.0, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                     drop_path_rate=0.0)
    model = quantize(SwinModel(cfg).eval(), "int8_woq").requires_grad_(False)
    pixels = torch.randn(1, 3, 32, 32, generator=gen(74))

    def fn(pixel_values):
        out = model(pixel_values=pixel_values)
        return out.last_hidden_state, out.pooler_output
    return fn, (pixels,), {}


def hf_whisper_nf4():
    """Whisper: conv1d front end (two convs, GELU) over log-mel features, sinusoidal encoder positions,
    encoder-decoder with cross attention, learned decoder positions."""
    from transformers import WhisperConfig, WhisperForConditionalGeneration
    torch.manual_seed(75)
    cfg = WhisperConfig(vocab_size=128, num_mel_bins=16, d_model=64, encoder_layers=2, decoder_layers=2,
                        encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=128,
                        decoder_ffn_dim=128, max_source_positions=16, max_target_positions=32, dropout=0.0,
                        attention_dropout=0.0, activation_dropout=0.0, pad_token_id=0, decoder_start_token_id=1,
                        attn_implementation="sdpa")
    model = quantize(WhisperForConditionalGeneration(cfg).eval(), "nf4", skip=("proj_out",)).requires_grad_(False)
    g = gen(75)
    feats = torch.randn(1, 16, 32, generator=g)
    dec = torch.randint(1, 128, (1, 8), generator=g)

    def fn(input_features, decoder_input_ids):
        return model(input_features=input_features, decoder_input_ids=decoder_input_ids, use_cache=False).logits
    return fn, (feats, dec), {}


def hf_gpt_bigcode_nf4():
    """GPT-BigCode (StarCoder): multi-query attention (one shared k/v head in a fused c_attn), learned
    positions, LayerNorm, tanh GELU."""
    from transformers import GPTBigCodeConfig, GPTBigCodeForCausalLM
    return _causal_lm(GPTBigCodeConfig, GPTBigCodeForCausalLM, "nf4", 76, vocab_size=128, n_embd=64, n_layer=2,
                      n_head=4, n_positions=64, multi_query=True, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
                      attn_implementation="sdpa")


def hf_gemma2_int8():
    """Gemma2: tanh soft-capping of attention logits and final logits, alternating sliding-window (8) and
    global layers, pre- and post-norms around each block, GeGLU; eager attention (soft-capping needs it)."""
    from transformers import Gemma2Config, Gemma2ForCausalLM
    return _causal_lm(Gemma2Config, Gemma2ForCausalLM, "int8_woq", 77, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      head_dim=16, max_position_embeddings=64, sliding_window=8, attn_logit_softcapping=50.0,
                      final_logit_softcapping=30.0, attn_implementation="eager")


def hf_qwen3_nf4():
    """Qwen3: per-head q/k RMSNorm before rotary, GQA, SwiGLU, nf4."""
    from transformers import Qwen3Config, Qwen3ForCausalLM
    return _causal_lm(Qwen3Config, Qwen3ForCausalLM, "nf4", 78, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      head_dim=16, max_position_embeddings=64, attn_implementation="sdpa")


def hf_stablelm_int8():
    """StableLM: partial rotary (25 %), LayerNorm, per-head q/k LayerNorm, parallel residual off."""
    from transformers import StableLmConfig, StableLmForCausalLM
    return _causal_lm(StableLmConfig, StableLmForCausalLM, "int8_woq", 79, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4,
                      max_position_embeddings=64, partial_rotary_factor=0.25, qk_layernorm=True,
                      attn_implementation="sdpa")


def hf_falcon_int8():
    """Falcon (7B style): multi-query attention from one fused query_key_value, parallel attention + MLP
    off one LayerNorm, rotary, GELU."""
    from transformers import FalconConfig, FalconForCausalLM
    return _causal_lm(FalconConfig, FalconForCausalLM, "int8_woq", 80, vocab_size=128, hidden_size=64,
                      num_hidden_layers=2, num_attention_heads=4, multi_query=True, parallel_attn=True,
                      new_decoder_architecture=False, alibi=False, bias=False, hidden_dropout=0.0,
                      attention_dropout=0.0, max_position_embeddings=64, attn_implementation="sdpa")


def hf_bert_int8():
    """BERT encoder: word + token-type + position embeddings, padding attention mask, post-LayerNorm,
    exact GELU, tanh pooler (held out in issue 33: 0/60 pre-fusion nodes agreed then)."""
    from transformers import BertConfig, BertModel
    torch.manual_seed(81)
    cfg = BertConfig(vocab_size=128, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, max_position_embeddings=64, hidden_dropout_prob=0.0,
                     attention_probs_dropout_prob=0.0, attn_implementation="sdpa")
    model = quantize(BertModel(cfg).eval(), "int8_woq").requires_grad_(False)
    g = gen(81)
    ids = torch.randint(1, 128, (1, 16), generator=g)
    mask = torch.ones(1, 16, dtype=torch.int64)
    mask[0, 12:] = 0

    def fn(input_ids, attention_mask):
        out = model(input_ids=input_ids, attention_mask=attention_mask)
        return out.last_hidden_state, out.pooler_output
    return fn, (ids, mask), {}


def hf_bart_nf4():
    """BART encoder-decoder: learned positions with offset 2, post-LayerNorm, scaled q, GELU, tied
    head with final_logits_bias."""
    from transformers import BartConfig, BartForConditionalGeneration
    torch.manual_seed(82)
    cfg = BartConfig(vocab_size=128, d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
                     decoder_attention_heads=4, encoder_ffn_dim=128, decoder_ffn_dim=128, max_position_embeddings=64,
                     dropout=0.0, attention_dropout=0.0, activation_dropout=0.0, attn_implementation="sdpa")
    model = quantize(BartForConditionalGeneration(cfg).eval(), "nf4").requires_grad_(False)
    g = gen(82)
    ids = torch.randint(3, 128, (1, 16), generator=g)
    dec = torch.randint(3, 128, (1, 8), generator=g)

    def fn(input_ids, decoder_input_ids):
        return model(input_ids=input_ids, decoder_input_ids=decoder_input_ids, use_cache=False).logits
    return fn, (ids, dec), {}


def hf_mistral_nf4():
    """Mistral: sliding-window (8) causal mask over 16 tokens, GQA, SwiGLU, nf4, SDPA."""
    from transformers import MistralConfig, MistralForCausalLM
    return _causal_lm(MistralConfig, MistralForCausalLM, "nf4", 83, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      head_dim=16, max_position_embeddings=64, sliding_window=8, attn_implementation="sdpa")


def hf_convnext_int8():
    """ConvNeXt vision backbone: patchify conv, 7x7 depthwise convs, LayerNorm channels-last (permutes),
    pointwise MLP as Linear, layer scale, downsampling LayerNorm channels-first + strided conv."""
    from transformers import ConvNextConfig, ConvNextModel
    torch.manual_seed(84)
    cfg = ConvNextConfig(num_channels=3, patch_size=4, num_stages=2, hidden_sizes=[32, 64], depths=[1, 1], image_size=32,
                         drop_path_rate=0.0)
    model = quantize(ConvNextModel(cfg).eval(), "int8_woq").requires_grad_(False)
    pixels = torch.randn(1, 3, 32, 32, generator=gen(84))

    def fn(pixel_values):
        out = model(pixel_values=pixel_values)
        return out.last_hidden_state, out.pooler_output
    return fn, (pixels,), {}


def hf_wav2vec2_int8():
    """wav2vec 2.0: conv feature encoder over raw audio (group norm on the first conv, GELU), feature
    projection, grouped positional conv embedding (weight norm), post-LayerNorm encoder."""
    from transformers import Wav2Vec2Config, Wav2Vec2Model
    torch.manual_seed(85)
    cfg = Wav2Vec2Config(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                         conv_dim=(32, 32), conv_stride=(5, 2), conv_kernel=(10, 3), num_conv_pos_embeddings=8,
                         num_conv_pos_embedding_groups=4, hidden_dropout=0.0, attention_dropout=0.0,
                         activation_dropout=0.0, feat_proj_dropout=0.0, layerdrop=0.0, mask_time_prob=0.0,
                         attn_implementation="sdpa")
    model = quantize(Wav2Vec2Model(cfg).eval(), "int8_woq").requires_grad_(False)
    audio = torch.randn(1, 400, generator=gen(85))

    def fn(input_values):
        return model(input_values=input_values).last_hidden_state
    return fn, (audio,), {}


def hf_granite_int8():
    """Granite: embedding, residual, attention and logits multipliers on a Llama body."""
    from transformers import GraniteConfig, GraniteForCausalLM
    return _causal_lm(GraniteConfig, GraniteForCausalLM, "int8_woq", 86, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      max_position_embeddings=64, embedding_multiplier=12.0, residual_multiplier=0.22,
                      attention_multiplier=0.0625, logits_scaling=8.0, attn_implementation="sdpa")


def hf_phi3_nf4():
    """Phi-3: fused qkv_proj sliced into q/k/v, fused gate_up_proj chunked (SwiGLU), RMSNorm, nf4."""
    from transformers import Phi3Config, Phi3ForCausalLM
    return _causal_lm(Phi3Config, Phi3ForCausalLM, "nf4", 87, vocab_size=128, hidden_size=64, intermediate_size=128,
                      num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4,
                      max_position_embeddings=64, original_max_position_embeddings=64, pad_token_id=0,
                      attn_implementation="sdpa")


def hf_deberta_v2_int8():
    """DeBERTa-v2: disentangled attention (content-to-position and position-to-content terms gathered
    from relative positions with log buckets), shared relative embeddings, LayerNorm."""
    from transformers import DebertaV2Config, DebertaV2Model
    torch.manual_seed(88)
    cfg = DebertaV2Config(vocab_size=128, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                          intermediate_size=128, max_position_embeddings=64, relative_attention=True,
                          position_buckets=16, norm_rel_ebd="layer_norm", share_att_key=True,
                          pos_att_type=["p2c", "c2p"], position_biased_input=False, hidden_dropout_prob=0.0,
                          attention_probs_dropout_prob=0.0, type_vocab_size=0)
    model = quantize(DebertaV2Model(cfg).eval(), "int8_woq").requires_grad_(False)
    ids = torch.randint(1, 128, (1, 16), generator=gen(88))

    def fn(input_ids):
        return model(input_ids=input_ids).last_hidden_state
    return fn, (ids,), {}


def hf_segformer_int8():
    """SegFormer (MiT encoder): overlapping patch embeddings (strided convs), efficient self-attention with
    a spatial-reduction conv on k/v, Mix-FFN with a 3x3 depthwise conv between its Linears."""
    from transformers import SegformerConfig, SegformerModel
    torch.manual_seed(89)
    cfg = SegformerConfig(num_channels=3, num_encoder_blocks=2, depths=[1, 1], sr_ratios=[2, 1], hidden_sizes=[32, 64],
                          patch_sizes=[7, 3], strides=[4, 2], num_attention_heads=[1, 2], mlp_ratios=[2, 2],
                          hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, drop_path_rate=0.0)
    model = quantize(SegformerModel(cfg).eval(), "int8_woq").requires_grad_(False)
    pixels = torch.randn(1, 3, 32, 32, generator=gen(89))

    def fn(pixel_values):
        return model(pixel_values=pixel_values).last_hidden_state
    return fn, (pixels,), {}


def hf_dinov2_int8():
    """DINOv2: conv patch embedding, CLS token, layer scale, LayerNorm, GELU (positions at the trained size,
    so no interpolation); the last hidden state."""
    from transformers import Dinov2Config, Dinov2Model
    torch.manual_seed(90)
    cfg = Dinov2Config(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, mlp_ratio=2, image_size=32,
                       patch_size=8, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, drop_path_rate=0.0,
                       attn_implementation="sdpa")
    model = quantize(Dinov2Model(cfg).eval(), "int8_woq").requires_grad_(False)
    pixels = torch.randn(1, 3, 32, 32, generator=gen(90))

    def fn(pixel_values):  # the pooler output is a view of the CLS row: not an output of its own
        return model(pixel_values=pixel_values).last_hidden_state
    return fn, (pixels,), {}


def hf_gptj_int8():
    """GPT-J: interleaved rotary on the first 8 dims of each head (rotate_every_two: strided slices and
    stack), parallel attention + MLP, tanh GELU, biased head."""
    from transformers import GPTJConfig, GPTJForCausalLM
    return _causal_lm(GPTJConfig, GPTJForCausalLM, "int8_woq", 91, vocab_size=128, n_embd=64, n_layer=2, n_head=4,
                      rotary_dim=8, n_positions=64, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
                      attn_implementation="eager")


def hf_starcoder2_nf4():
    """Starcoder2: GQA with biases, LayerNorm, tanh-GELU MLP (c_fc/c_proj), sliding window 8."""
    from transformers import Starcoder2Config, Starcoder2ForCausalLM
    return _causal_lm(Starcoder2Config, Starcoder2ForCausalLM, "nf4", 92, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      max_position_embeddings=64, sliding_window=8, residual_dropout=0.0, embedding_dropout=0.0,
                      attention_dropout=0.0, attn_implementation="sdpa")


def hf_cohere_int8():
    """Cohere (Command-R): bias-free LayerNorm, parallel attention + MLP, interleaved rotary, logit scale."""
    from transformers import CohereConfig, CohereForCausalLM
    return _causal_lm(CohereConfig, CohereForCausalLM, "int8_woq", 93, vocab_size=128, hidden_size=64,
                      intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                      max_position_embeddings=64, logit_scale=0.25, attn_implementation="sdpa")


def _dynamic(case_fn, seed, config_cls, model_cls, scheme, seq, **cfg):
    """`case_fn`'s model under `dynamic=True` (the sequence becomes a symbol), ids `[1, seq]`."""
    import importlib
    tf = importlib.import_module("transformers")
    return _causal_lm(getattr(tf, config_cls), getattr(tf, model_cls), scheme, seed, seq=seq, dynamic=True, **cfg)


def hf_falcon_int8_dynamic(seq=16):
    """hf_falcon_int8 under dynamic=True: multi-query attention and the channels-last rotary cat at a
    symbolic sequence length."""
    return _dynamic(hf_falcon_int8, 80, "FalconConfig", "FalconForCausalLM", "int8_woq", seq, vocab_size=128,
                    hidden_size=64, num_hidden_layers=2, num_attention_heads=4, multi_query=True, parallel_attn=True,
                    new_decoder_architecture=False, alibi=False, bias=False, hidden_dropout=0.0,
                    attention_dropout=0.0, max_position_embeddings=64, attn_implementation="sdpa")


def hf_qwen3_nf4_dynamic(seq=16):
    """hf_qwen3_nf4 under dynamic=True."""
    return _dynamic(hf_qwen3_nf4, 78, "Qwen3Config", "Qwen3ForCausalLM", "nf4", seq, vocab_size=128, hidden_size=64,
                    intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                    head_dim=16, max_position_embeddings=64, attn_implementation="sdpa")


def hf_mistral_nf4_dynamic(seq=16):
    """hf_mistral_nf4 under dynamic=True: the sliding-window mask at a symbolic length."""
    return _dynamic(hf_mistral_nf4, 83, "MistralConfig", "MistralForCausalLM", "nf4", seq, vocab_size=128,
                    hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                    num_key_value_heads=2, head_dim=16, max_position_embeddings=64, sliding_window=8,
                    attn_implementation="sdpa")


def hf_stablelm_int8_dynamic(seq=16):
    """hf_stablelm_int8 under dynamic=True: partial rotary and per-head norms at a symbolic length."""
    return _dynamic(hf_stablelm_int8, 79, "StableLmConfig", "StableLmForCausalLM", "int8_woq", seq, vocab_size=128,
                    hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                    num_key_value_heads=4, max_position_embeddings=64, partial_rotary_factor=0.25,
                    qk_layernorm=True, attn_implementation="sdpa")


HF_UNSEEN_CASES = {f.__name__: f for f in [
    hf_falcon_int8_dynamic, hf_qwen3_nf4_dynamic, hf_mistral_nf4_dynamic, hf_stablelm_int8_dynamic,
    hf_deepseek_v3_nf4, hf_qwen2_moe_int8, hf_olmoe_int8, hf_mamba_int8, hf_swin_int8, hf_whisper_nf4,
    hf_gpt_bigcode_nf4, hf_gemma2_int8, hf_qwen3_nf4, hf_stablelm_int8, hf_falcon_int8, hf_bert_int8, hf_bart_nf4,
    hf_mistral_nf4, hf_convnext_int8, hf_wav2vec2_int8, hf_granite_int8, hf_phi3_nf4, hf_deberta_v2_int8,
    hf_segformer_int8, hf_dinov2_int8, hf_gptj_int8, hf_starcoder2_nf4, hf_cohere_int8]}
