#!/usr/bin/env bash
# Fills fuzz/seeds/<target>/ with small real files from the repository (sample graphs, traces,
# Inductor IR dumps, patterns, scenarios, inputs). Seeds are made, not committed: they are
# copies of files the repository already has.
set -euo pipefail
cd "$(dirname "$0")"
root=..
small() { find "$@" -type f -size -256k 2>/dev/null; }
put() { # put TARGET FILE...
  local t=$1; shift; mkdir -p "seeds/$t"
  for f in "$@"; do cp "$f" "seeds/$t/$(echo "$f" | sed 's|^\.\./||; s|/|_|g')"; done
}
rm -rf seeds
put fx_text $(small $root/sample_graphs -name 'post_grad.txt' -o -name 'pre_grad.txt') \
  $(small $root/sample_graphs/forms $root/sample_graphs/torch_logs)
put jit $(small $root/sample_graphs -maxdepth 2 -name 'post_grad.txt') $(small $root/sample_graphs/hf -name 'post_grad.txt' -size -32k)
put torch_trace $(small $root/sample_graphs -name '*.log')
# Interned strings whose indices jump by a million (a table sized by them took 12 GB).
for k in $(seq 0 399); do
  echo "V1129 17:06:20.819000 9511 torch/_logging/structured.py:28] {\"str\": [\"x\", $((k * 1000000))]}"
done > seeds/torch_trace/string_index_jumps.log
put inductor_ir $(small $root/sample_graphs -name 'ir_*_fusion.txt')
put patterns $root/assets/patterns/*.toml $(small $root/tests/scenarios/patterns -name '*.toml') \
  $(small $root/sample_graphs -name '*pattern*.py')
# Scenarios packed with the files they name (`====FILE name` sections after the TOML, paths
# made local), as the scenario target unpacks them.
mkdir -p seeds/scenario
for sc in $(find $root/tests/scenarios -name '*.toml' -not -path '*/patterns/*'); do
  dir=$(dirname "$sc")
  out="seeds/scenario/$(basename "$sc")"
  sed -E 's#"(\.\./)+sample_graphs/[^"]*/([^"/]+)"#"\2"#g' "$sc" > "$out"
  for ref in $(grep -oE '"[^"]+\.(txt|safetensors|toml|log)"' "$sc" | tr -d '"'); do
    f="$dir/$ref"; [ -f "$f" ] && [ "$(stat -c %s "$f")" -lt 65536 ] || continue
    local_name=$(echo "$ref" | sed -E 's#^(\.\./)+sample_graphs/[^/]*/##')
    { echo "====FILE $local_name"; cat "$f"; } >> "$out"
  done
done
put safetensors $(small $root/sample_graphs -name '*.safetensors' -size -64k)
# quantbench JSON and debug directories are made from the FX samples by the targets' own code
# paths: a JSON export of a few graphs, and directories packed as `====FILE` sections.
mkdir -p seeds/json seeds/debug_dir
for d in $root/sample_graphs/llama_mlp_int8 $root/sample_graphs/seed_nf4_mul_add $root/sample_graphs/int8_woq_linear_relu; do
  n=$(basename "$d")
  {
    for f in "$d"/*.txt; do
      echo "====FILE torchinductor/model__0_inference_0.0/$(basename "$f" .txt | sed 's/post_grad/fx_graph_transformed/; s/pre_grad/fx_graph_readable/').py"
      cat "$f"
    done
  } > "seeds/debug_dir/$n"
done
if [ -n "${QUANTBENCH:-}" ]; then
  for f in seeds/fx_text/*; do "$QUANTBENCH" export --to json -o "seeds/json/$(basename "$f").json" "$f" >/dev/null 2>&1 || true; done
fi
# Big seeds make every execution slow; the structure is all in the small ones.
find seeds -type f -size +128k -delete
find seeds/json -type f -size +64k -delete
echo "seeds: $(find seeds -type f | wc -l) files"
